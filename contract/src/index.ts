// The one contract between client and server: each module owns one concept.
export * from './fields/id-fields.js';

/** Every list answer of the API (the public leagues list is a plain array). */
export interface ListResponse<T> {
  count: number;
  results: T[];
}

/** The body of every error answer: a sentence for a person, a code for programs, and per-field problems on 400s. */
export interface ErrorBody {
  error: string;
  code?: string;
  details?: { fields?: Record<string, string> } & Record<string, unknown>;
}

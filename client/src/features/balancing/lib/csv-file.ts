// Moved to lib/ so the registration import shares it; kept here for this feature's imports.
export { isCsvFile, readCsvHeader } from '@/lib/csv-file';

// Moved to components/ui so the registration import shares it; kept here for this feature's imports.
export { ColumnSelect } from '@/components/ui/column-select';

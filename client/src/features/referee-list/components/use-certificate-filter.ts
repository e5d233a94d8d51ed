import { useState } from 'react';
import type { ManagedRefereeDto } from '@league/contract';
import { useCertificates } from '@/api/certification/list-certificates';
import { formatCalendarDay } from '@/lib/format-calendar-day';
import { pluralize } from '@/lib/pluralize';
import { isFiltering, noCertificateFilter, type CertificateFilterValues } from './certificate-filters';

const daysLeft = (days: number) => (days === 0 ? 'last valid day' : `${pluralize(days, 'day')} left`);

/**
 * The referee list narrowed by certificates (decision 0074): the server answers the certificates
 * valid on the day, of the level, expiring within N days; the list keeps the referees they name.
 */
export function useCertificateFilter(referees: ManagedRefereeDto[]) {
  const [values, setValues] = useState<CertificateFilterValues>(noCertificateFilter);
  const active = isFiltering(values);
  const filter = {
    level: values.level ? Number(values.level) : undefined,
    on: values.on || undefined,
    expiring_within: /^\d+$/.test(values.expiringWithin) ? Number(values.expiringWithin) : undefined,
  };
  const certificates = useCertificates(filter, active);
  const notes = new Map<number, string[]>();
  for (const c of certificates.data?.results ?? []) {
    const note = `${c.level} until ${formatCalendarDay(c.valid_until)} (${daysLeft(c.expires_in_days)})`;
    notes.set(c.referee_id, [...(notes.get(c.referee_id) ?? []), note]);
  }
  const shown = active ? referees.filter((r) => notes.has(r.id)) : referees;
  return { values, setValues, active, shown, notes: active ? notes : undefined, loading: active && certificates.isPending, failed: active && certificates.isError };
}

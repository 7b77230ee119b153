import type { Erasure } from '@kairox/contract';
import { useState } from 'react';
import { Pagination } from '../../../components/ui/pagination';
import { cn } from '../../../lib/cn';
import { useErasures } from '../api';
import { formatDay } from '../format';
import { PRIVACY_TEXT as T } from '../messages';
import { CELL, CELL_LABEL, ROW } from '../../../components/ui/stacked-table';
import { ListTable, PrivacySection } from './list-table';

function ErasureRow({ erasure }: { erasure: Erasure }) {
  const by = erasure.source === 'RETENTION' ? T.sources.RETENTION : (erasure.erasedByName ?? T.removedUser);
  return (
    <tr className={ROW}>
      <td className={cn(CELL, 'text-sm font-medium text-slate-900')}>{formatDay(erasure.erasedAt)}</td>
      <td className={cn(CELL, 'text-sm text-slate-700')}>
        <span className={CELL_LABEL}>{T.by}</span>
        {by}
        {erasure.source === 'CANDIDATE_REQUEST' && <span className="ml-1 text-xs text-slate-500">({T.sources.CANDIDATE_REQUEST})</span>}
      </td>
      <td className={cn(CELL, 'text-sm break-words text-slate-600')}>
        <span className={CELL_LABEL}>{T.reason}</span>
        {erasure.reason}
      </td>
      <td className={cn(CELL, 'text-sm text-slate-600 tabular-nums md:text-right')}>
        <span className={CELL_LABEL}>{T.items}</span>
        {erasure.itemsErased}
      </td>
    </tr>
  );
}

/** The anonymised audit of erasures, newest first, a page at a time. */
export function ErasureLogSection() {
  const [page, setPage] = useState(0);
  const query = useErasures(page);
  return (
    <PrivacySection title={T.logTitle} intro={T.logIntro}>
      <ListTable
        caption={T.logTitle}
        headers={[T.erasedAt, T.by, T.reason, T.items]}
        lastRight
        query={query}
        items={query.data?.content}
        empty={T.logEmpty}
        renderRow={(erasure) => <ErasureRow key={erasure.id} erasure={erasure} />}
      />
      <Pagination page={page} totalPages={query.data?.totalPages ?? 0} onPageChange={setPage} label={T.logPages} />
    </PrivacySection>
  );
}

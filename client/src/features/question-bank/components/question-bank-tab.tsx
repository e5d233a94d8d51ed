import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { BankBrowser } from './bank-browser';
import { FlagsPanel } from './flags-panel';
import { ImportDialog } from './import-dialog';
import { ReviewQueue } from './review-queue';

const views = [
  { key: 'all', label: 'All Questions' },
  { key: 'review', label: 'Review Queue' },
  { key: 'flags', label: 'Reported Problems' },
] as const;
type ViewKey = (typeof views)[number]['key'];

/** The league's question bank: browse and edit, review new questions, answer referees' reports. */
export function QuestionBankTab() {
  // The view sits next to the page's own `tab` in the URL, so the AI panel can link to the queue.
  const [params, setParams] = useSearchParams();
  const current: ViewKey = views.find((v) => v.key === params.get('view'))?.key ?? 'all';
  const [importing, setImporting] = useState(false);
  const show = (view: ViewKey) => {
    const next = new URLSearchParams(params);
    if (view === 'all') next.delete('view');
    else next.set('view', view);
    setParams(next, { replace: true });
  };

  return (
    <Paper sx={{ p: { xs: 2, md: 3 } }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h2" sx={{ flexGrow: 1 }}>
          Question Bank
        </Typography>
        <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => setImporting(true)}>
          Import Questions
        </Button>
      </Stack>
      <Tabs value={current} onChange={(_e, view: ViewKey) => show(view)} aria-label="Question bank views" sx={{ mb: 2 }} variant="scrollable" allowScrollButtonsMobile>
        {views.map((v) => (
          <Tab key={v.key} value={v.key} label={v.label} id={`bank-view-${v.key}`} aria-controls={`bank-panel-${v.key}`} />
        ))}
      </Tabs>
      <div role="tabpanel" id={`bank-panel-${current}`} aria-labelledby={`bank-view-${current}`}>
        {current === 'all' && <BankBrowser />}
        {current === 'review' && <ReviewQueue />}
        {current === 'flags' && <FlagsPanel />}
      </div>
      <ImportDialog open={importing} onClose={() => setImporting(false)} onShowQueue={() => { setImporting(false); show('review'); }} />
    </Paper>
  );
}

import type { ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Box, Button, Container, Tab, Tabs } from '@mui/material';
import GroupIcon from '@mui/icons-material/Group';
import { paths } from '@/config/paths';
import { RefereeAdminHeader } from '@/components/ui/referee-admin-header';
import { CreateQuizTab } from './create-quiz-tab';
import { QuizManagementTab } from './quiz-management-tab';
import { QuizResultsTab } from './quiz-results-tab';

const ownTabs = [
  { key: 'manage', label: 'Quiz Management' },
  { key: 'create', label: 'Create Quiz' },
  { key: 'results', label: 'Quiz Results' },
];

/** A tab another feature provides (the question bank); the app's route table hands it in. */
export interface ExtraAdminTab {
  key: string;
  label: string;
  element: ReactNode;
}

export function QuizAdminPage({ extraTabs = [] }: { extraTabs?: ExtraAdminTab[] }) {
  // The tab lives in the URL so a reload or a shared link opens the same tab.
  const [params, setParams] = useSearchParams();
  const tabs = [...ownTabs, ...extraTabs];
  const current = tabs.find((t) => t.key === params.get('tab'))?.key ?? 'manage';

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <RefereeAdminHeader
        title="Quiz Administration"
        subtitle="Create, publish and review FIBA rules quizzes for your league's referees."
        actions={
          <Button component={RouterLink} to={paths.referee.adminReferees} startIcon={<GroupIcon />}>
            View Referees
          </Button>
        }
      />
      <Box component="main">
        <Tabs
          value={current}
          onChange={(_e, key: string) => setParams(key === 'manage' ? {} : { tab: key }, { replace: true })}
          aria-label="Quiz administration"
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ mb: 2 }}
        >
          {tabs.map((t) => (
            <Tab key={t.key} value={t.key} label={t.label} id={`quiz-admin-tab-${t.key}`} aria-controls={`quiz-admin-panel-${t.key}`} />
          ))}
        </Tabs>
        <div role="tabpanel" id={`quiz-admin-panel-${current}`} aria-labelledby={`quiz-admin-tab-${current}`}>
          {current === 'manage' && <QuizManagementTab />}
          {current === 'create' && <CreateQuizTab />}
          {current === 'results' && <QuizResultsTab />}
          {extraTabs.find((t) => t.key === current)?.element}
        </div>
      </Box>
    </Container>
  );
}

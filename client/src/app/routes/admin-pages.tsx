import { PagePlaceholder } from '../../components/ui/page-placeholder';

// Interim screens until each feature's page lands; the route table points here.
export const DashboardHomeRoute = () => <PagePlaceholder title="Dashboard" />;
export const StartSeasonRoute = () => <PagePlaceholder title="Season Management" />;
export const CreateDivisionsRoute = () => <PagePlaceholder title="Create Divisions" />;
export const CreateTeamsRoute = () => <PagePlaceholder title="Create Balanced Teams" />;
export const ViewTeamsRoute = () => <PagePlaceholder title="View Teams" />;
export const ViewPlayersRoute = () => <PagePlaceholder title="View Players" />;
export const EditTeamsRoute = () => <PagePlaceholder title="Edit Teams" />;
export const SkillsRoute = () => <PagePlaceholder title="Skills Management" />;

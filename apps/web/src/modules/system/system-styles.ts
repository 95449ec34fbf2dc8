import { withPanels } from '../../components/panels.ts';
import own from './system.module.css';

/** The system settings pages' classes, the shared two-panel layout included. */
export default withPanels(own);

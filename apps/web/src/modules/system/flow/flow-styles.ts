import { withPanels } from '../../../components/panels.ts';
import own from './flow.module.css';

/** The approval-flow pages' classes, the shared panels included. */
export default withPanels(own);

import { withPanels } from '../../components/panels.ts';
import own from './org.module.css';

/** The organisation pages' classes, the shared two-panel layout included. */
export default withPanels(own);

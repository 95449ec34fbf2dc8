// What the sales extensions show on detail pages, loaded as one chunk when a sales detail page first needs it.
export { ChanceRivalsTab } from './ChanceRivalsTab.tsx';
export { CloseChanceButton } from './CloseChanceButton.tsx';
export { CopyVersionButton } from './CopyVersionButton.tsx';
export { OfferPdfButton } from './OfferPdfButton.tsx';
export { OfferPrintButton } from './OfferPrintButton.tsx';
export { OfferVersionsTab } from './OfferVersionsTab.tsx';
export { RivalRecordTab } from './RivalRecordTab.tsx';
export { StageHistoryTab } from './StageHistoryTab.tsx';

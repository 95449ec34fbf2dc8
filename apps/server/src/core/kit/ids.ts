export { idCsv, idField, idList, idParam, MAX_ID, positiveId } from '@suwork/domain/routes';

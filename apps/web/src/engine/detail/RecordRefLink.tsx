import { nodeOf } from '@suwork/domain';
import { ENTITY_BY_KEY } from '@suwork/domain/entities';
import { Link } from 'react-router';
import { usePermission } from '../../components/auth/Auth.tsx';
import { detailQuery } from '../pool/pool-api.ts';
import { routePath } from '../route-paths.ts';

type Props = {
  /** the entity key of the record named */
  entity: string;
  id: number;
  /** what names it (its number and name) */
  text: string;
  className?: string;
};

/** A record another record names, as a link to its page; plain text when it has none or the member has not that page. */
export function RecordRefLink({ entity, id, text, className }: Props) {
  const can = usePermission();
  const target = ENTITY_BY_KEY.get(entity);
  const info = target?.routes.info;
  if (!target || !info || !can(nodeOf(target.node))) return <span className={className}>{text}</span>;
  return (
    <Link className={className} to={routePath(info, detailQuery(target, id))}>
      {text}
    </Link>
  );
}

import { APPLICATIONS } from '@suwork/domain/entities';
import { useSearchParams } from 'react-router';
import { OverflowTabs } from '../../../components/tabs/OverflowTabs.tsx';
import { EntityListPage } from '../../../engine/EntityListPage.tsx';

const TYPE_QUERY = 'type';

/** OA记录: the applications of every member, a tab per type (the query `type` holds its flow_type). */
export function OaRecordPage() {
  const [search, setSearch] = useSearchParams();
  const active = APPLICATIONS.find((d) => String(d.flowType) === search.get(TYPE_QUERY)) ?? APPLICATIONS[0];
  const type = String(active.flowType);
  return (
    <OverflowTabs
      activeKey={type}
      onChange={(key) => setSearch({ [TYPE_QUERY]: key })}
      tabBarStyle={{ padding: '0 16px', marginBottom: 0 }}
      items={APPLICATIONS.map((def) => ({
        key: String(def.flowType),
        label: def.title,
        children:
          def === active ? <EntityListPage key={def.key} entity={def} keepQuery={{ [TYPE_QUERY]: type }} /> : null,
      }))}
    />
  );
}

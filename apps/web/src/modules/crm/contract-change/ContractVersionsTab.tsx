import { MSG } from '@suwork/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Empty, Spin, Tag } from 'antd';
import { changeApi, changeKeys, type ContractVersion } from './change-api.ts';
import styles from './change.module.css';
import { PlanSplitTable } from './PlanSplit.tsx';
import { VersionDiff } from './VersionDiff.tsx';

/** One amendment's head: the version it made, its number, who asked and who approved, why. */
export function VersionHead({ v }: { v: ContractVersion }) {
  return (
    <div className={styles.versionHead}>
      {v.version !== null && <Tag color="blue">第{v.version}版</Tag>}
      <strong>{v.change_no}</strong>
      <span className={styles.versionMeta}>
        申请人：{v.user_name}
        {v.approver_names.length > 0 && ` · 审批人：${v.approver_names.join('、')}`}
        {v.time && ` · ${v.time}`}
      </span>
      <span className={styles.versionMeta}>变更原因：{v.reason}</span>
    </div>
  );
}

/** 版本记录: every approved amendment of the contract, newest first, with what it changed. */
export function ContractVersionsTab({ contractId }: { contractId: number }) {
  const { data, isLoading, isError } = useQuery({
    queryKey: changeKeys.versions(contractId),
    queryFn: ({ signal }) => changeApi.versions(contractId, { signal }),
  });
  if (isLoading) return <Spin />;
  if (isError) return <Alert type="error" showIcon title="版本记录加载失败，请稍后重试" />;
  const versions = data?.data ?? [];
  if (versions.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={`${MSG.empty}（合同未变更过，当前为第1版）`} />;
  return (
    <div>
      {versions.map((v) => (
        <section key={v.change_id} className={styles.version} aria-label={`第${v.version}版`}>
          <VersionHead v={v} />
          <VersionDiff version={v} />
        </section>
      ))}
    </div>
  );
}

/** 变更内容 of one amendment: before approval compared with the contract as it is, after as it was applied. */
export function ChangeDiffTab({ changeId }: { changeId: number }) {
  const { data, isLoading, isError } = useQuery({
    queryKey: changeKeys.diff(changeId),
    queryFn: ({ signal }) => changeApi.diff(changeId, { signal }),
  });
  if (isLoading) return <Spin />;
  if (isError || !data) return <Alert type="error" showIcon title="变更内容加载失败，请稍后重试" />;
  return (
    <section aria-label="变更内容">
      <VersionHead v={data.data} />
      <VersionDiff version={data.data} />
      {data.data.split && <PlanSplitTable split={data.data.split} />}
    </section>
  );
}

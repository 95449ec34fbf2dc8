import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Form, Input, Radio, Switch } from 'antd';
import { Fragment, useState } from 'react';
import { useNavigate } from 'react-router';
import { usePermission } from '../../../components/auth/Auth.tsx';
import { askConfirm } from '../../../components/ask-confirm.ts';
import { useBusyAction } from '../../../components/use-busy-action.ts';
import { DepartmentSelect } from '../../../components/pickers/DepartmentSelect.tsx';
import { MemberPickerInput } from '../../../components/pickers/MemberPickerInput.tsx';
import { routePath } from '../../../engine/route-paths.ts';
import { orgAdminApi } from '../../org/index.ts';
import { moved } from '../system-api.ts';
import { flowTemplateApi, templateKey, TEMPLATES_KEY, type FlowTemplateInfo } from './flow-api.ts';
import { draftOf, draftProblem, newStep, saveBodyOf, type FlowDraft, type StepDraft } from './flow-draft.ts';
import { FLOW_NODE } from './flow-nodes.ts';
import { StepCard } from './StepCard.tsx';
import styles from './flow-styles.ts';

const NO_APPROVER_OPTIONS = [
  { value: 1, label: '自动通过' },
  { value: 2, label: '转交管理员' },
];

/** The form of 审批设置 over one version of a template; what was entered stays when a save fails. */
export function FlowEditor({ info }: { info: FlowTemplateInfo }) {
  const can = usePermission();
  const editable = can(FLOW_NODE.edit);
  const navigate = useNavigate();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<FlowDraft>(() => draftOf(info));
  const [problem, setProblem] = useState<string>();
  const roles = useQuery({
    queryKey: ['org', 'roles', 'list', 0],
    queryFn: ({ signal }) => orgAdminApi.roles({}, { signal }),
  });
  const roleOptions = (roles.data?.data ?? []).map((r) => ({ value: r.role_id, label: r.role_name }));

  const set = (change: Partial<FlowDraft>) => setDraft((d) => ({ ...d, ...change }));
  // steps change from their latest value: a confirmation may resolve after other edits
  const setSteps = (change: (steps: StepDraft[]) => StepDraft[]) => {
    setProblem(undefined);
    setDraft((d) => ({ ...d, steps: change(d.steps) }));
  };
  const updateStep = (key: number, step: StepDraft) =>
    setSteps((steps) => steps.map((s) => (s.key === key ? step : s)));
  const removeStep = async (i: number) => {
    const s = draft.steps[i];
    if (await askConfirm(modal, `确定删除第${i + 1}步（${s.type === 1 ? '审批人' : '抄送人'}）吗？`, { danger: true }))
      setSteps((steps) => steps.filter((x) => x.key !== s.key));
  };

  // a refusal is shown by the HTTP client; the draft stays as entered
  const [saving, saveDraft] = useBusyAction(async () => {
    const res = await flowTemplateApi.saveTemplate(saveBodyOf(draft));
    message.success(`保存成功，已生成新版本 v${res.data.version}`);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: templateKey(info.id) }),
      queryClient.invalidateQueries({ queryKey: TEMPLATES_KEY }),
    ]);
  });
  const save = async () => {
    const why = draftProblem(draft);
    setProblem(why);
    if (why) {
      message.error(why);
      return;
    }
    await saveDraft();
  };

  return (
    <Form layout="vertical" component={false} disabled={!editable}>
      <div className={styles.editor}>
        <Card title="基本设置" size="small">
          <Form.Item label="审批名称" htmlFor="flow-name">
            <Input
              id="flow-name"
              readOnly
              variant="borderless"
              value={`${info.flow_name}（当前版本 v${info.version}）`}
            />
          </Form.Item>
          <Form.Item label="启用" htmlFor="flow-enabled" extra="停用后该类业务提交即生效，不再审批">
            <Switch id="flow-enabled" checked={draft.enabled} onChange={(enabled) => set({ enabled })} />
          </Form.Item>
          <Form.Item label="适用部门" htmlFor="flow-depts">
            <DepartmentSelect
              id="flow-depts"
              multiple
              disabled={!editable}
              placeholder="全公司"
              value={draft.dept_ids}
              onChange={(dept_ids) => set({ dept_ids })}
            />
          </Form.Item>
          <Form.Item
            label="适用成员"
            htmlFor="flow-users"
            extra="部门和成员都不选时适用于全公司；选了则只对这些部门（含下级）和成员发起的申请生效"
          >
            <MemberPickerInput
              id="flow-users"
              multiple
              disabled={!editable}
              placeholder="全公司"
              value={draft.user_ids}
              onChange={(user_ids) => set({ user_ids })}
            />
          </Form.Item>
          <Form.Item
            label="无审批人时"
            style={{ marginBottom: 0 }}
            extra="发起人不会成为自己申请的审批人：步骤中只有发起人时，转交管理员或由发起人另选审批人，不会自动通过"
          >
            <Radio.Group
              name="flow-no-approver"
              aria-label="无审批人时"
              options={NO_APPROVER_OPTIONS}
              value={draft.no_approver}
              onChange={(e) => set({ no_approver: e.target.value as 1 | 2 })}
            />
          </Form.Item>
        </Card>

        <Card title="审批流程" size="small">
          <div className={styles.steps}>
            <span className={styles.start}>发起人</span>
            {draft.steps.map((s, i) => (
              <Fragment key={s.key}>
                <span className={styles.link} />
                <StepCard
                  step={s}
                  index={i}
                  count={draft.steps.length}
                  roles={roleOptions}
                  rolesLoading={roles.isLoading}
                  disabled={!editable}
                  onChange={(step) => updateStep(s.key, step)}
                  onRemove={() => void removeStep(i)}
                  onMove={(by) => setSteps((steps) => moved(steps, i, by))}
                />
              </Fragment>
            ))}
            <span className={styles.link} />
            <span className={styles.start}>流程结束</span>
          </div>
          {editable && (
            <div className={styles.footer} style={{ marginTop: 16 }}>
              <Button icon={<PlusOutlined />} onClick={() => setSteps((steps) => [...steps, newStep(1)])}>
                添加审批人
              </Button>
              <Button icon={<PlusOutlined />} onClick={() => setSteps((steps) => [...steps, newStep(2)])}>
                添加抄送人
              </Button>
            </div>
          )}
        </Card>

        {problem && <Alert type="error" showIcon title={problem} />}
        <div className={styles.footer}>
          {editable && (
            <Button type="primary" loading={saving} onClick={() => void save()}>
              保存
            </Button>
          )}
          <Button disabled={false} onClick={() => navigate(routePath('flow'))}>
            返回
          </Button>
          {editable && (
            <span className={styles.hint} style={{ margin: 0 }}>
              保存后生成新版本，进行中的审批仍按原版本执行
            </span>
          )}
        </div>
      </div>
    </Form>
  );
}

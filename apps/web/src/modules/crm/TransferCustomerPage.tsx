import { MSG } from '@suwork/domain';
import { clueEntity, customerEntity } from '@suwork/domain/entities';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Descriptions, Form, Input, Space, Switch } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageSpin } from '../../components/PageSpin.tsx';
import { useBusyAction } from '../../components/use-busy-action.ts';
import { useClickGuard } from '../../components/use-click-guard.ts';
import { entityApi, type EntityRow } from '../../engine/entity-api.ts';
import { displayText, EMPTY_TEXT, fieldMap } from '../../engine/field-model.ts';
import { RecordMissing } from '../../engine/RecordMissing.tsx';
import { routePath } from '../../engine/route-paths.ts';
import { crmApi } from './crm-api.ts';
import { CLUE_CONVERTED } from './clue-extensions.tsx';
import styles from './crm.module.css';
import { useGoBack } from '../../components/use-go-back.ts';

type Values = { enterprise_name: string; create_contact: boolean };

/** The clue's facts shown before converting it. */
const SHOWN = [
  'clue_name',
  'company_name',
  'contact_name',
  'mobile',
  'phone',
  'email',
  'source',
  'industry',
  'level',
  'status',
  'region',
  'address',
] as const;
const NAME_MAX = 100;
const NAME_REQUIRED = '请输入客户名称';

/**
 * 线索转客户 (query id): the clue, an editable 客户名称 (default the clue's 公司名称, never its 线索名称: that names the
 * lead, not the company), 同时创建联系人, then the new customer. The server carries the rest (联系人, 电话, 手机, 邮箱,
 * 来源, 行业, 级别, 标签, 地区, 地址, 备注) and the follow-ups over.
 */
export function TransferCustomerPage() {
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const { data, isLoading, error } = useQuery({
    queryKey: ['entity', clueEntity.key, 'owned', 'info', id],
    queryFn: ({ signal }) => entityApi(clueEntity).info(id, { signal }),
    enabled: id !== '',
  });
  if (id === '' || error) return <RecordMissing error={error} listRoute={clueEntity.routes.list} />;
  if (isLoading || !data) return <PageSpin />;
  return <TransferForm clue={data.data} />;
}

function TransferForm({ clue }: { clue: EntityRow }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const { blocked, guard } = useClickGuard();
  const fields = fieldMap(clueEntity);
  const converted = Number(clue.status) === CLUE_CONVERTED;
  const hasContact = typeof clue.contact_name === 'string' && clue.contact_name.trim() !== '';
  const customerId = typeof clue.customer_id === 'number' ? clue.customer_id : undefined;
  const customerInfo = customerEntity.routes.info;
  const company = typeof clue.company_name === 'string' ? clue.company_name.trim() : '';

  // a refusal is shown by the HTTP client; the form keeps what was typed
  const [saving, submit] = useBusyAction(async (values: Values) => {
    const res = await crmApi.transferClue(clue.id, values.enterprise_name.trim(), hasContact && values.create_contact);
    message.success(res.msg || MSG.ok);
    await queryClient.invalidateQueries({ queryKey: ['entity'] });
    const target = customerInfo
      ? routePath(customerInfo, { id: res.data.enterprise_id })
      : routePath(customerEntity.routes.list);
    void navigate(target, { replace: true });
  });

  const cancel = useGoBack(routePath(clueEntity.routes.list));

  return (
    <div className={styles.transfer}>
      <Descriptions
        title="线索信息"
        size="small"
        column={{ xs: 1, md: 2, xl: 3 }}
        className={styles.transferFacts}
        items={[
          ...SHOWN.flatMap((key): { key: string; label: string; children: string }[] => {
            const f = fields.get(key);
            return f ? [{ key, label: f.label, children: displayText(f, clue) || EMPTY_TEXT }] : [];
          }),
          {
            key: 'owner',
            label: '负责人',
            children: typeof clue.owner_user_name === 'string' ? clue.owner_user_name : EMPTY_TEXT,
          },
        ]}
      />
      {converted && (
        <Alert
          type="info"
          showIcon
          className={styles.transferAlert}
          title="该线索已转为客户"
          action={
            customerId && customerInfo ? (
              <Link to={routePath(customerInfo, { id: customerId })}>查看客户</Link>
            ) : undefined
          }
        />
      )}
      <Form<Values>
        form={form}
        layout="vertical"
        className={styles.transferForm}
        aria-label="转客户"
        disabled={converted}
        initialValues={{ enterprise_name: company, create_contact: hasContact }}
        onFinish={guard(submit)}
      >
        <Form.Item
          name="enterprise_name"
          label="客户名称"
          rules={[{ required: true, whitespace: true, message: NAME_REQUIRED }]}
          extra={company || converted ? undefined : '线索未填写公司名称，请输入客户名称'}
        >
          <Input maxLength={NAME_MAX} showCount placeholder={NAME_REQUIRED} autoFocus />
        </Form.Item>
        <Form.Item
          name="create_contact"
          label="同时创建联系人"
          valuePropName="checked"
          extra={
            hasContact
              ? `以线索联系人「${String(clue.contact_name)}」及其电话、邮箱创建客户联系人`
              : '线索没有联系人，不会创建联系人'
          }
        >
          <Switch disabled={!hasContact} />
        </Form.Item>
        <p className={styles.transferNote}>转为客户后，线索的跟进记录将转到客户名下，线索状态变为“已转客户”。</p>
        <Space>
          <Button onClick={cancel} disabled={false}>
            取消
          </Button>
          <Button type="primary" htmlType="submit" loading={saving} disabled={converted || (blocked && !saving)}>
            转为客户
          </Button>
        </Space>
      </Form>
    </div>
  );
}

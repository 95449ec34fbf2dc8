import { ABNORMAL_REMIND, type AbnormalItem } from '@suwork/domain';
import { App, Button, Space } from 'antd';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { PlainList, PlainListItem } from '../../components/PlainList.tsx';
import { hrefOf } from '../../engine/route-paths.ts';
import { homeApi } from '../../api/home-api.ts';
import { useFirstScreenSettled } from './first-screen-settled.tsx';
import { browserCookieJar, checkAbnormal, snoozeAbnormal, type CookieJar } from './abnormal-remind-gate.ts';

const KEY = 'abnormal-remind';

/**
 * The shell's abnormal reminder: every 60 s, unless the gate cookie holds it back, asks the server what has
 * gone wrong for the member and lists it in a notification that stays until closed or put off five hours.
 */
export function AbnormalReminder({ jar = browserCookieJar }: { jar?: CookieJar }) {
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const settled = useFirstScreenSettled();

  useEffect(() => {
    if (!settled) return;
    let stopped = false;
    const show = (items: AbnormalItem[]) => {
      notification.warning({
        key: KEY,
        title: ABNORMAL_REMIND.title,
        duration: 0,
        description: (
          <PlainList
            size="small"
            items={items}
            rowKey={(i) => `${i.type}:${i.id}`}
            renderItem={(i) => (
              <PlainListItem>
                <a
                  onClick={() => {
                    notification.destroy(KEY);
                    void navigateRef.current(hrefOf(i));
                  }}
                >
                  【{i.type_name}】{i.title}
                </a>
                <div>{i.content}</div>
              </PlainListItem>
            )}
          />
        ),
        actions: (
          <Space>
            <Button
              size="small"
              onClick={() => {
                snoozeAbnormal(jar);
                notification.destroy(KEY);
              }}
            >
              {ABNORMAL_REMIND.snoozeLabel}
            </Button>
            <Button size="small" type="primary" onClick={() => notification.destroy(KEY)}>
              知道了
            </Button>
          </Space>
        ),
      });
    };
    const tick = () =>
      void checkAbnormal(jar, () => homeApi.abnormalRemind().then((r) => r.data))
        .then((items) => {
          if (!stopped && items && items.length > 0) show(items);
        })
        .catch(() => undefined); // asked again at the next check
    tick();
    const timer = setInterval(tick, ABNORMAL_REMIND.checkIntervalMs);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [jar, notification, settled]);

  return null;
}

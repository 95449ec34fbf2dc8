import { Button, Card } from 'antd';
import { useNavigate } from 'react-router';
import { routePath } from '../../../engine/route-paths.ts';
import { useApplicationForms } from '../applications/use-application-forms.ts';
import styles from './home.module.css';

/** 快捷申请: the application forms the member may start, one click each (the same list as 发起申请). */
export function QuickApply() {
  const navigate = useNavigate();
  const { allowed, forms, isPending } = useApplicationForms();
  if (!allowed || (!isPending && forms.length === 0)) return null;
  return (
    <Card size="small" title="快捷申请" className={styles.card} loading={isPending}>
      <div className={styles.quick}>
        {forms.map((def) => (
          <Button key={def.key} onClick={() => void navigate(routePath(def.routes.add!))}>
            {def.title}
          </Button>
        ))}
      </div>
    </Card>
  );
}

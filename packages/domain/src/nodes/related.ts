import { CRUD, page, defineModule } from './define.ts';

export const relatedPartiesModule = defineModule({
  id: 10,
  seg: 'relatedParties',
  title: '关联方',
  icon: 'ApartmentOutlined',
  home: 'company',
  pages: [
    page(1, 'company', '企业', {
      icon: 'BankOutlined',
      acts: [...CRUD],
      forms: [
        ['addResource', '新建企业', 'add'],
        ['editResource', '编辑企业', 'edit'],
        ['resourceInfo', '企业详情'],
      ],
    }),
    page(2, 'personal', '个人', { icon: 'UserOutlined', acts: [...CRUD], forms: [['personalInfo', '个人详情']] }),
  ],
});

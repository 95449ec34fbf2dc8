import { page, defineModule } from './define.ts';

export const documentsModule = defineModule({
  id: 11,
  seg: 'cloudDocument',
  title: '云文档',
  icon: 'CloudOutlined',
  home: 'homePage',
  pages: [
    page(1, 'homePage', '首页', { icon: 'HomeOutlined' }),
    page(2, 'mySpace', '我的空间', {
      icon: 'FolderOutlined',
      acts: ['add', 'edit', 'del'],
      forms: [
        ['onlineDocAdd', '新建在线文档', 'add'],
        ['onlineDocEdit', '编辑在线文档', 'edit'],
        ['spacePageGroupAdd', '新建分组', 'add'],
      ],
    }),
    page(3, 'shareSpace', '共享空间', { icon: 'ShareAltOutlined' }),
    page(4, 'projectSpace', '项目空间', { icon: 'ProjectOutlined' }),
    page(5, 'collect', '我的收藏', { icon: 'StarOutlined' }),
    page(6, 'recycle', '回收站', { icon: 'DeleteOutlined' }),
    page(7, 'documentSetting', '文档设置', { icon: 'SettingOutlined' }),
    page(8, 'knowledge', '知识库', {
      icon: 'ReadOutlined',
      acts: ['add', 'edit', 'del'],
      forms: [['knowledgeInfo', '知识库详情']],
    }),
    page(9, 'knowRecycle', '知识库回收站', { icon: 'RestOutlined' }),
  ],
});

// 知识库 vocabulary: limits and messages shared by the server and the web.

/** Articles stay this many days in the 知识库回收站, then are deleted for good. */
export const KNOW_TRASH_DAYS = 30;
export const KNOW_CATEGORY_NAME_MAX = 50;
export const KNOW_TITLE_MAX = 100;
export const KNOW_SUMMARY_MAX = 300;

export const KNOW_MSG = {
  categoryNameRequired: '请输入分类名称',
  categoryNameTooLong: `分类名称不能超过${KNOW_CATEGORY_NAME_MAX}个字`,
  categoryExists: (name: string) => `同一级下已有名为「${name}」的分类`,
  categoryNotFound: '分类不存在或已被删除',
  categoryIntoItself: '不能移动到自身或其子分类下',
  categoryHasChildren: '该分类下还有子分类，请先删除或移走子分类',
  categoryHasArticles: '该分类下还有文章（含回收站中的文章），请先移走或彻底删除这些文章',
  titleRequired: '请输入文章标题',
  titleTooLong: `文章标题不能超过${KNOW_TITLE_MAX}个字`,
  categoryRequired: '请选择文章分类',
  summaryTooLong: `摘要不能超过${KNOW_SUMMARY_MAX}个字`,
  contentRequired: '请输入文章内容',
  articleNotFound: '文章不存在或已被删除',
  notInTrash: '该文章不在知识库回收站中',
} as const;

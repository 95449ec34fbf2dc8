import { page, defineModule } from './define.ts';

export const statisticsModule = defineModule({
  id: 9,
  seg: 'statistical',
  title: '统计',
  icon: 'BarChartOutlined',
  home: 'financialStatistics',
  pages: [
    page(1, 'financialStatistics', '财务统计', { icon: 'FundOutlined' }),
    page(2, 'businessStatistical', '业务统计', { icon: 'LineChartOutlined' }),
    page(3, 'clueBoard', '线索看板', { icon: 'AimOutlined' }),
    page(4, 'companyBoard', '客户看板', { icon: 'TeamOutlined' }),
    page(5, 'businessChanceBoard', '商机看板', { icon: 'RiseOutlined' }),
    page(6, 'userBoard', '员工看板', { icon: 'UserOutlined' }),
    page(7, 'bossBoard', '驾驶舱', { icon: 'DashboardOutlined' }),
    page(8, 'dayStatistic', '日报统计', { icon: 'ScheduleOutlined' }),
  ],
});

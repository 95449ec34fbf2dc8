import { z } from 'zod';
import { clueTransferAnswers, crmDashboardAnswers } from '../contracts/crm.ts';
import { idField, isDate } from './fields.ts';
import { route } from './route.ts';

// 线索转客户 and the CRM dashboard's overview.

const transferBody = z.strictObject({
  id: idField('请选择线索'),
  /** defaults to the clue's 公司名称 */
  enterprise_name: z.string().trim().min(1, '请输入客户名称').max(100, '客户名称不能超过100个字符').optional(),
  /** also create a contact from the clue's contact person (default yes) */
  create_contact: z.boolean().optional(),
});

/** 线索: conversion into a customer (and a contact), the clue's follow-ups moved to it. */
export const clueRoutes = {
  transferCustomer: route({
    method: 'POST',
    path: '/api/Clue/transferCustomer',
    auth: { node: 'customer_clues_transfer' },
    body: transferBody,
    answer: clueTransferAnswers.transferCustomer,
  }),
};

const overviewQuery = z.strictObject({
  start_date: z.string({ error: '请选择开始日期' }).refine(isDate, '开始日期应为 YYYY-MM-DD'),
  end_date: z.string({ error: '请选择结束日期' }).refine(isDate, '结束日期应为 YYYY-MM-DD'),
});

/** 客户仪表盘: totals, trend and member ranking over a period, within the member's scope. */
export const crmDashboardRoutes = {
  overview: route({
    method: 'GET',
    path: '/api/CrmDashboard/overview',
    auth: { node: 'customer_dashboard' },
    query: overviewQuery,
    answer: crmDashboardAnswers.overview,
  }),
};

import { ERR, type Envelope } from '@suwork/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ALIASES } from '../src/core/api-aliases.ts';
import type { RegisteredRoute } from '../src/core/auth.ts';
import { createTestApp, type TestContext } from './harness.ts';
import { memberWithNodes, type Member } from './org-fixtures.ts';

// Generated from the routes the server registers: every /api route guarded by a node refuses a member
// without that node and lets through a member whose only node it is. (Inputs are empty: the permission
// check comes first, so "let through" means any answer but the refusal; org-permission-matrix.test.ts
// also proves each organisation route succeeds with its node.)

// built while the file is collected, so each guarded route becomes its own case
const t: TestContext = await createTestApp();
let nobody: Member;
const holders = new Map<string, Promise<Member>>();
beforeAll(async () => {
  nobody = await memberWithNodes(t, []);
});
afterAll(async () => t.close());

const apiRoutes = () => t.app.routeAuth.filter((r) => r.url.startsWith('/api/'));
const nodeOf = (r: RegisteredRoute) => (typeof r.auth === 'object' ? r.auth.node : undefined);
/** a concrete URL for a route pattern (path parameters filled in) */
const urlOf = (r: RegisteredRoute) => r.url.replace(/:[A-Za-z_]+/g, '1').replace(/\*$/, 'x');
/** A route let through may answer a page or a file (the API documentation page) rather than an envelope: its body reads as {}. */
const send = async (r: RegisteredRoute, token?: string): Promise<{ status: number; body: Partial<Envelope> }> => {
  const res = await t.app.inject({
    method: r.method as 'GET' | 'POST',
    url: urlOf(r),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: r.method === 'GET' ? undefined : {},
  });
  return { status: res.statusCode, body: String(res.headers['content-type']).includes('json') ? res.json() : {} };
};
const holderOf = (node: string) => {
  if (!holders.has(node)) holders.set(node, memberWithNodes(t, [node]));
  return holders.get(node)!;
};

/** Adding a route here is a decision: it is served without a permission node. */
const OPEN_ROUTES = [
  'public GET /api/health',
  'public GET /api/health/ready',
  'public GET /api/Common/download',
  'public POST /api/Login/login',
  // object-store endpoints: the getPutSign signature is the credential
  'public POST /api/oss/object',
  'public PUT /api/oss/object',
  // company set-up (once, on an empty install) and self-registration with the invitation code
  'public GET /api/Register/getSetupState',
  'public POST /api/Register/setupCompany',
  'public POST /api/Register/register',
  // uploads of one's own files
  'signedIn POST /api/Oss/hash',
  'signedIn GET /api/oss/getPutSign',
  'signedIn GET /api/oss/listParts',
  'signedIn POST /api/oss/completeMultipartUpload',
  'signedIn POST /api/oss/abortMultipartUpload',
  'signedIn POST /api/upload/sliceUploadAndSave',
  // the session and the shell
  'signedIn GET /api/node/getNode',
  'signedIn GET /api/user/getUserInfo',
  'signedIn GET /api/user/loginOut',
  'signedIn GET /api/Common/getMenu',
  // the workbench's to-do hub and the shell's abnormal reminder (each section and check filters itself)
  'signedIn GET /api/Home/todoList',
  'signedIn GET /api/project/getAbnormalRemind',
  // the member's own profile and password
  'signedIn GET /api/user/getProfile',
  'signedIn POST /api/user/updateInfo',
  'signedIn POST /api/user/updatePwd',
  // the member's own access tokens (from a sign-in session only; another member's token reads as not found)
  'signedIn GET /api/user/tokenList',
  'signedIn POST /api/user/tokenAdd',
  'signedIn POST /api/user/tokenDel',
  // pickers and option lists
  'signedIn GET /api/Common/getUserSeats',
  'signedIn GET /api/common/getValidSeats',
  'signedIn GET /api/Department/getDeptTree',
  'signedIn GET /api/Department/getList',
  'signedIn GET /api/Department/getListAndUser',
  'signedIn GET /api/Department/selectManagerList',
  'signedIn GET /api/ProductType/getTree',
  'signedIn GET /api/UserGroup/getList',
  'signedIn GET /api/role/getRoleList',
  'signedIn GET /api/user/getList',
  'signedIn GET /api/Option/getAll',
  'signedIn GET /api/Option/getList',
  'signedIn GET /api/Tag/getList',
  // shell notices and templates: each gives only what the member may read (published, in range, enabled)
  'signedIn GET /api/Message/getSysNoticeList',
  'signedIn GET /api/Message/sysNoticeInfo',
  'signedIn POST /api/Message/readSysNotice',
  'signedIn GET /api/Message/messageList',
  'signedIn GET /api/Message/messageInfo',
  'signedIn GET /api/Message/readMsg',
  'signedIn GET /api/Message/readBatch',
  'signedIn GET /api/Message/delMessmage',
  'signedIn GET /api/Message/delReadMessmage',
  // the realtime socket signs itself in (token cookie or first message)
  'public GET /api/realtime',
  'signedIn GET /api/RemarkTemplate/getEnabledList',
  // the company's name and logo, printed on documents
  'signedIn GET /api/Company/info',
  // files: an upload is the uploader's own; any member reads a file by id (per-record file access is the files module's)
  'signedIn POST /api/Upload/doUpload',
  'signedIn GET /api/Upload/file',
  'signedIn GET /api/Upload/preview',
  // record routes that check access to the record itself (its page node, its data scope or the team)
  'signedIn GET /api/Clue/getTeam',
  'signedIn GET /api/Customer/getTeam',
  'signedIn POST /api/Clue/addLeader',
  'signedIn POST /api/Customer/addLeader',
  'signedIn GET /api/Project/getTeam',
  'signedIn POST /api/Project/addLeader',
  'signedIn GET /api/Chance/getTeam',
  'signedIn POST /api/Chance/addLeader',
  'signedIn GET /api/Offer/getTeam',
  'signedIn POST /api/Offer/addLeader',
  'signedIn GET /api/Contract/getTeam',
  'signedIn POST /api/Contract/addLeader',
  'signedIn GET /api/CommonFollow/getList',
  'signedIn POST /api/CommonFollow/add',
  'signedIn POST /api/CommonFollow/edit',
  'signedIn POST /api/CommonFollow/abolish',
  'signedIn POST /api/CommonFollow/addComment',
  // approvals of any record: preview and start are the business form's (its own node guards the form); withdraw
  // is the initiator's; review answers only participants and members whose data scope covers the initiator;
  // the approval centre lists and counts only the caller's own runs; the approver picker lists enabled members
  'signedIn GET /api/flow/preview',
  'signedIn POST /api/flow/startflow',
  'signedIn POST /api/flow/withdraw',
  'signedIn GET /api/flow/review',
  'signedIn GET /api/flow/examineList',
  'signedIn GET /api/flow/examineCount',
  'signedIn GET /api/Flow/getUserList',
  // a leave: its applicant, the people on its run and members holding OA记录 whose data scope covers it
  'signedIn GET /api/Leave/read',
  'signedIn GET /api/BecomeMember/read',
  'signedIn GET /api/QuitApply/read',
  'signedIn GET /api/QuitHandover/read',
  'signedIn GET /api/UseCar/read',
  'signedIn GET /api/UseSeal/read',
  'signedIn GET /api/GoOut/read',
  'signedIn GET /api/WorkHandover/read',
  'signedIn GET /api/OaConfig/getList',
  // 列设置: the member's own columns of a list (their user id), nothing of anyone else's
  'signedIn GET /api/ListColumn/get',
  'signedIn POST /api/ListColumn/save',
  // an export's progress and cancel: only the member's own jobs (their user id and key); the export needs its node
  'signedIn GET /api/ExportJob/progress',
  'signedIn POST /api/ExportJob/cancel',
  // 云文档: every call checks the member's access to the item (own space, project space, or a share)
  'signedIn GET /api/Document/list',
  // 团队分组: membership decides (a group's members, its manager for changes)
  'signedIn GET /api/DocumentGroup/list',
  'signedIn GET /api/DocumentGroup/info',
  'signedIn POST /api/DocumentGroup/del',
  'signedIn GET /api/Document/info',
  'signedIn GET /api/Document/collectList',
  'signedIn GET /api/Document/recentList',
  'signedIn GET /api/Document/recycleList',
  'signedIn GET /api/Document/search',
  'signedIn GET /api/Document/quota',
  'signedIn GET /api/Document/versions',
  'signedIn GET /api/Document/getSetting',
  'signedIn GET /api/Document/shareInfo',
  'signedIn GET /api/Document/sharedList',
  'signedIn GET /api/Document/links',
  'signedIn POST /api/Document/createFolder',
  'signedIn POST /api/Document/addFile',
  'signedIn POST /api/Document/addDoc',
  'signedIn POST /api/Document/saveDoc',
  'signedIn POST /api/Document/rename',
  'signedIn POST /api/Document/move',
  'signedIn POST /api/Document/copy',
  'signedIn POST /api/Document/del',
  'signedIn POST /api/Document/restore',
  'signedIn POST /api/Document/destroy',
  'signedIn POST /api/Document/collect',
  'signedIn POST /api/Document/share',
  'signedIn POST /api/Document/createLink',
  'signedIn POST /api/Document/revokeLink',
  'signedIn POST /api/ProjectDocument/createBatchFolder',
  // share links: the token is the key
  'public GET /api/share/read',
  'public GET /api/share/file',
  'public GET /api/share/preview',
];

describe('every API route declares what it needs', () => {
  it('registers the API with an auth rule on each route (none is left to the default deny)', () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(150);
    expect(routes.filter((r) => r.auth === undefined).map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('opens only these routes without a node: sign-in, downloads by signed link, pickers, the session, and record routes that check the record', () => {
    // a route under the spec's name of its group (BusinessChance) is the route it names (Chance): the same decision
    const ownName = (url: string) =>
      url.replace(/^\/api\/([^/]+)\//, (whole, c: string) => (API_ALIASES[c] ? `/api/${API_ALIASES[c]}/` : whole));
    const open = [
      ...new Set(
        apiRoutes()
          .filter((r) => typeof r.auth !== 'object')
          .map((r) => `${r.auth} ${r.method} ${ownName(r.url)}`),
      ),
    ].sort();
    expect(open).toEqual(OPEN_ROUTES.toSorted());
  });

  it('refuses every non-public route without a sign-in', async () => {
    for (const r of apiRoutes().filter((x) => x.auth !== 'public')) {
      const res = await send(r);
      expect(res.body.code, `${r.method} ${r.url}`).toBe(ERR.notSignedIn.code);
    }
  });
});

const guarded = apiRoutes().filter((r) => nodeOf(r));

describe('permission matrix: route × node', () => {
  it('covers the guarded routes', () => expect(guarded.length).toBeGreaterThan(100));

  it.each(guarded.map((r) => [`${r.method} ${r.url}`, r] as const))(
    '%s: refused without its node, let through with it',
    async (_name, r) => {
      const refused = await send(r, nobody.token);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ code: ERR.noPermission.code, msg: ERR.noPermission.msg, data: null });
      const allowed = await send(r, (await holderOf(nodeOf(r)!)).token);
      expect(allowed.status).not.toBe(403);
      expect([ERR.noPermission.code, ERR.notSignedIn.code]).not.toContain(allowed.body.code);
    },
  );
});

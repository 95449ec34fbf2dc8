import { ERR, MSG, SIGN_IN_MSG } from '@suwork/domain';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getToken } from '../api/token.ts';
import { fakeApi, ok } from '../test/fake-api.ts';
import { Login } from './Login.tsx';

// loaded ahead while signing in; the shell itself is not under test here
vi.mock('../app/signed-in/SignedInApp.tsx', () => ({ SignedInApp: () => null }));

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({ '/api/Login/login': { code: 4011, msg: '账号或密码错误', data: null } });
});

function open() {
  const router = createMemoryRouter([{ path: '/login', element: <Login /> }], { initialEntries: ['/login'] });
  render(<RouterProvider router={router} />);
  return {
    username: screen.getByLabelText('账号') as HTMLInputElement,
    password: screen.getByLabelText('密码') as HTMLInputElement,
    submit: screen.getByRole('button', { name: '登 录' }),
  };
}

const type = (input: HTMLInputElement, value: string) => fireEvent.change(input, { target: { value } });

describe('the sign-in page', () => {
  it('starts in the account field, with the placeholders as names', () => {
    const { username, password } = open();
    expect(document.activeElement).toBe(username);
    expect(username.placeholder).toBe('账号');
    expect(password.placeholder).toBe('密码');
    expect(password.type).toBe('password');
  });

  it('names the empty fields without sending anything and puts the cursor in the first', () => {
    const { username, password, submit } = open();
    password.focus();
    fireEvent.click(submit);
    expect(screen.getByText(MSG.inputUsername)).toBeTruthy();
    expect(screen.getByText(MSG.inputPassword)).toBeTruthy();
    expect(document.activeElement).toBe(username);
    expect(api.sent).toEqual([]);

    type(username, 'admin');
    expect(screen.queryByText(MSG.inputUsername)).toBeNull();
    fireEvent.click(submit);
    expect(document.activeElement).toBe(password);
  });

  it('shows the server message, which goes once a field is edited', async () => {
    const { username, password } = open();
    type(username, ' admin ');
    type(password, 'wrong');
    fireEvent.submit(screen.getByRole('form', { name: '登录' }));
    expect((await screen.findByRole('alert')).textContent).toBe('账号或密码错误');
    expect(api.to('/api/Login/login')[0].body).toEqual({ username: 'admin', password: 'wrong' });
    type(password, 'wrong-again');
    expect(screen.queryByText('账号或密码错误')).toBeNull();
  });

  it('tells the member in Chinese how long to wait when sign-ins are slowed, without a second message', async () => {
    api.on('/api/Login/login', { code: ERR.loginThrottled.code, msg: SIGN_IN_MSG.accountWait(8), data: null });
    const { username, password, submit } = open();
    type(username, 'admin');
    type(password, 'admin123');
    fireEvent.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe('密码错误次数过多，请8秒后再试');
    expect(api.toasts).toEqual([]);
  });

  it('ignores the button while signing in, then keeps the token', async () => {
    let answer: () => void = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    api.on('/api/Login/login', ok({ token: 'T'.repeat(43), version: 3 }));
    const reply = api.fetch.getMockImplementation()!;
    api.fetch.mockImplementation(async (input, init) => {
      await held;
      return reply(input, init);
    });
    const { username, password, submit } = open();
    type(username, 'admin');
    type(password, 'admin123');
    fireEvent.click(submit);
    await waitFor(() => expect(screen.getByRole('img', { name: 'loading' })).toBeTruthy());
    fireEvent.click(submit);
    answer();
    await waitFor(() => expect(getToken()).toBe('T'.repeat(43)));
    expect(api.to('/api/Login/login')).toHaveLength(1);
  });

  it('shows and hides the password with its button, by mouse or keyboard', () => {
    const { password } = open();
    type(password, 'secret');
    const toggle = screen.getByRole('button', { name: '显示' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(password.type).toBe('text');
    expect(document.activeElement).toBe(password);
    const hide = screen.getByRole('button', { name: '隐藏' });
    expect(hide.getAttribute('aria-pressed')).toBe('true');
    fireEvent.keyDown(hide, { key: 'Enter' });
    expect(password.type).toBe('password');
    fireEvent.keyDown(screen.getByRole('button', { name: '显示' }), { key: ' ' });
    expect(password.type).toBe('text');
  });

  it('keeps a typed password out of the markup', async () => {
    const { password } = open();
    type(password, 'secret');
    await waitFor(() => expect(password.hasAttribute('value')).toBe(false));
    expect(password.value).toBe('secret');
  });
});

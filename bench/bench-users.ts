/** The demo users a bench logs in as on its own stack: the accountant's token, a way to get others', and the guards' ids. */
export async function benchUsers(apiUrl: string): Promise<{ token: string; tokenOf: (username: string) => Promise<string>; agents: string[] }> {
  const tokenOf = async (username: string) => {
    const login = await fetch(`${apiUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: 'Demo@2025' }),
    });
    return ((await login.json()) as { token: string }).token;
  };
  const token = await tokenOf('ketoan');
  const agents = (
    (await (await fetch(`${apiUrl}/api/users?role=SECURITY`, { headers: { authorization: `Bearer ${token}` } })).json()) as { user_id: string }[]
  ).map((a) => a.user_id);
  return { token, tokenOf, agents };
}

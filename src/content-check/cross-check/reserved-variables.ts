/**
 * Names a calendar's variable can't have: those the computer, GitHub, Node and npm, the hosts that
 * publish the site and this project already use. A variable of the environment wins over .env and
 * the CALENDARIOS secret's lines (feed-addresses.ts), so `env: PATH` would read the computer's
 * PATH, never the address written for it; and some of them hold other secrets (GITHUB_TOKEN,
 * ACTIONS_RUNTIME_TOKEN, NPM_TOKEN), which have no place beside a calendar.
 */

/** Who uses a group of names, as a message says it («ya la usa …»), and the names: whole, or by how they start. */
type Users = { who: string; names: readonly string[]; prefixes: readonly string[] };

const USERS: readonly Users[] = [
  {
    who: "el sistema del ordenador para otra cosa",
    names: [
      "PATH", "HOME", "USER", "USERNAME", "LOGNAME", "SHELL", "PWD", "OLDPWD", "TERM", "LANG", "LANGUAGE", "TMPDIR", "TMP", "TEMP", "HOSTNAME", "HOSTTYPE", "MAIL", "MAILPATH",
      "EDITOR", "VISUAL", "PAGER", "BROWSER", "DISPLAY", "WAYLAND_DISPLAY", "SHLVL", "IFS", "CDPATH", "ENV", "MANPATH", "INFOPATH", "COLORTERM", "COLUMNS", "LINES", "PS1", "PS2", "PS4",
      "PROMPT_COMMAND", "HISTFILE", "HISTSIZE", "NO_COLOR", "FORCE_COLOR", "HTTP_PROXY", "HTTPS_PROXY", "FTP_PROXY", "ALL_PROXY", "NO_PROXY", "CURL_CA_BUNDLE",
      // Windows, whose names are the same in any case.
      "USERPROFILE", "APPDATA", "LOCALAPPDATA", "PROGRAMDATA", "PROGRAMFILES", "SYSTEMROOT", "SYSTEMDRIVE", "WINDIR", "COMSPEC", "PATHEXT", "PSMODULEPATH", "COMPUTERNAME",
      "USERDOMAIN", "HOMEDRIVE", "HOMEPATH", "ALLUSERSPROFILE", "PUBLIC", "SESSIONNAME", "LOGONSERVER", "NUMBER_OF_PROCESSORS",
    ],
    prefixes: ["LC_", "XDG_", "SSH_", "SUDO_", "GIT_", "LD_", "DYLD_", "BASH", "ZSH_", "TERM_", "DBUS_", "SSL_", "PROCESSOR_", "PROGRAMFILES", "COMMONPROGRAMFILES"],
  },
  { who: "GitHub al publicar, para otra cosa", names: ["CI", "AGENT_TOOLSDIRECTORY"], prefixes: ["GITHUB_", "RUNNER_", "ACTIONS_", "GH_"] },
  { who: "Node o npm para otra cosa", names: ["NODE", "INIT_CWD"], prefixes: ["NODE_", "NPM_", "NPX_", "COREPACK_", "YARN_", "PNPM_", "NVM_", "VOLTA_", "TSX_"] },
  { who: "la publicación para el secreto que guarda las direcciones de todos los calendarios", names: ["CALENDARIOS"], prefixes: [] },
  {
    who: "el servicio que publica la web (Netlify, Cloudflare Pages…) para otra cosa",
    names: ["URL", "DEPLOY_URL", "DEPLOY_PRIME_URL", "DEPLOY_ID", "BUILD_ID", "SITE_ID", "SITE_NAME", "CONTEXT", "BRANCH", "HEAD", "COMMIT_REF", "CACHED_COMMIT_REF", "PULL_REQUEST", "REVIEW_ID", "REPOSITORY_URL"],
    prefixes: ["NETLIFY", "CF_", "CLOUDFLARE_", "VERCEL", "INCOMING_HOOK_"],
  },
  {
    who: "esta web para otra cosa",
    names: ["DEBUG", "PORT", "HOST"],
    prefixes: ["AVAILABILITY_", "SITE_", "E2E_", "CHROME_", "NGINX_", "VITE_", "VITEST", "PLAYWRIGHT_", "PUPPETEER_", "ESLINT_", "REACT_ROUTER_"],
  },
];

/** Who already uses `name`, as a message says it, or null when the name is free for a calendar. A whole name wins over a start («SITE_ID» is Netlify's). */
export function reservedBy(name: string): string | null {
  const upper = name.toUpperCase();
  const whole = USERS.find((users) => users.names.includes(upper));
  if (whole) return whole.who;
  return USERS.find((users) => users.prefixes.some((prefix) => upper.startsWith(prefix)))?.who ?? null;
}

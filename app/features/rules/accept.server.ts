// The community rules' server check (issue 43 §5). It lives in app/lib/community-rules.server.ts
// so that the forum may call it (a feature must not import another feature).
export { RULES_FIELD, rulesProblem, rulesTicked } from '#app/lib/community-rules.server'

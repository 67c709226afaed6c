// PLACEHOLDER-BY-INFRA-HELPER: delete me
export const handler = async () => ({ ok: true });

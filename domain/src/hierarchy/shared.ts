/**
 * The name/description edit shared by regions, clusters and projects: returns the new details, or
 * null when nothing would change (so the command appends nothing).
 */
export const detailsChange = (
  current: { name: string; description: string | null },
  requested: { name?: string; description?: string | null },
): { name: string; description: string | null } | null => {
  const next = {
    name: requested.name ?? current.name,
    description: requested.description === undefined ? current.description : requested.description,
  };
  return next.name === current.name && next.description === current.description ? null : next;
};

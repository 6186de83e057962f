/**
 * Writes the data itself forbids (409), said in clear Portuguese so the user knows what to do
 * first. Part of `MESSAGES` (as `MESSAGES.conflict`); `describeError` shows these as they are, so
 * it reads them from this small module (the sign-in page loads `describeError`).
 */
export const CONFLICT_MESSAGES = {
  /** Deleting a course that classes still belong to (a class keeps its course). */
  courseHasClasses: 'Este curso possui turmas e não pode ser excluído. Exclua as turmas dele antes.',
  /**
   * Deleting a category that courses use: it took the category off them without a word (and any
   * signed-in user may delete categories, §2.11).
   */
  categoryInUse: 'Esta categoria é usada por cursos e não pode ser excluída. Retire-a dos cursos antes.',
} as const;

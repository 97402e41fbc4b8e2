/** Spec section 5: minimum password length. */
export const MIN_PASSWORD_LENGTH = 6;

export interface ValidationProblem { field: 'password' | 'confirmPassword'; title: string; description: string }

/** Client-side sign-up checks, in the spec's order: confirmation first, then length. */
export function validateSignup(password: string, confirmPassword: string): ValidationProblem | null {
  if (password !== confirmPassword) {
    return { field: 'confirmPassword', title: "Passwords don't match", description: 'Please make sure your passwords match.' };
  }
  if (password.length < MIN_PASSWORD_LENGTH) {
    return { field: 'password', title: 'Password too short', description: 'Password must be at least 6 characters long.' };
  }
  return null;
}

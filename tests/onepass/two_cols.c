/* Three products in one nest: y = A x, s = A^T r, t = A^T u.  The mapping gives each its own kernel,
   the host code launches the two column kernels under one condition: the row kernel shares its sweep
   with the first of them, the second keeps its own. */
void two_cols(int m, int n, double A[m][n], double x[n], double r[m], double u[m], double y[m], double s[n],
              double t[n])
{
#pragma scop
  for (int j = 0; j < n; j++) {
    s[j] = 0;
    t[j] = 0;
  }
  for (int i = 0; i < m; i++) {
    y[i] = 0;
    for (int j = 0; j < n; j++) {
      y[i] += A[i][j] * x[j];
      s[j] += A[i][j] * r[i];
      t[j] += A[i][j] * u[i];
    }
  }
#pragma endscop
}

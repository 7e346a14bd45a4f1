/* A row product over A and a column product over B: independent, but no element is read by both, so
   one sweep would save nothing; s2s keeps two kernels. */
void two_matrices(int m, int n, double A[m][n], double B[m][n], double x[n], double y[m], double r[m],
                  double s[n])
{
#pragma scop
  for (int j = 0; j < n; j++)
    s[j] = 0;
  for (int i = 0; i < m; i++) {
    y[i] = 0;
    for (int j = 0; j < n; j++) {
      y[i] += A[i][j] * x[j];
      s[j] += B[i][j] * r[i];
    }
  }
#pragma endscop
}

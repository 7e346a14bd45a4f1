/* A column reduction s = A^T r, then a row reduction q = A s that reads the s the first one computes:
   the two cannot share one sweep over A (every q[i] needs all of s).  s2s must keep two kernels. */
void dependent(int m, int n, double A[m][n], double r[m], double s[n], double q[m])
{
#pragma scop
  for (int j = 0; j < n; j++) {
    s[j] = 0;
    for (int i = 0; i < m; i++)
      s[j] += A[i][j] * r[i];
  }
  for (int i = 0; i < m; i++) {
    q[i] = 0;
    for (int j = 0; j < n; j++)
      q[i] += A[i][j] * s[j];
  }
#pragma endscop
}

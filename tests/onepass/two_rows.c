/* Two row products (y = A x, z = A w) and one column product (s = A^T r) in one sweep; float data. */
void two_rows(int m, int n, float A[m][n], float x[n], float w[n], float r[m], float y[m], float z[m],
              float s[n])
{
#pragma scop
  for (int j = 0; j < n; j++)
    s[j] = 0;
  for (int i = 0; i < m; i++) {
    y[i] = 0;
    z[i] = 0;
    for (int j = 0; j < n; j++) {
      y[i] += A[i][j] * x[j];
      z[i] -= A[i][j] * w[j];
      s[j] += A[i][j] * r[i];
    }
  }
#pragma endscop
}

/* Row and column products over the lower triangle of A: the inner loop's bounds depend on the point,
   so the rows x columns rectangle is not known at the launch; s2s keeps two kernels. */
void triangular(int n, double A[n][n], double x[n], double y[n], double r[n], double s[n])
{
#pragma scop
  for (int j = 0; j < n; j++)
    s[j] = 0;
  for (int i = 0; i < n; i++) {
    y[i] = 0;
    for (int j = 0; j <= i; j++) {
      y[i] += A[i][j] * x[j];
      s[j] += A[i][j] * r[i];
    }
  }
#pragma endscop
}

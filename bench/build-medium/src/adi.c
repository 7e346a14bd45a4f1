/* adi: alternating-direction implicit scheme for 2-D heat diffusion with fixed
   (Dirichlet) borders.  Each time step solves one tridiagonal system per row
   (implicit in j), then one per column (implicit in i), by the Thomas
   algorithm: a forward elimination followed by a backward (decreasing) sweep. */
#include <stdio.h>
#include <stdlib.h>

#if defined(MINI_DATASET)
#  define N 16
#  define TSTEPS 4
#elif defined(MEDIUM_DATASET)
#  define N 500
#  define TSTEPS 100
#elif defined(LARGE_DATASET)
#  define N 2000
#  define TSTEPS 500
#elif defined(EXTRALARGE_DATASET)
#  define N 4000
#  define TSTEPS 1000
#else /* SMALL, the default */
#  define N 100
#  define TSTEPS 20
#endif

#ifndef DATA_TYPE
#define DATA_TYPE double
#endif

static void init_adi(int n, DATA_TYPE U[n][n], DATA_TYPE W[n][n], DATA_TYPE Cp[n][n], DATA_TYPE Dp[n][n])
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      if (i == 0 || j == 0)
        U[i][j] = 1;
      else if (i == n - 1 || j == n - 1)
        U[i][j] = (DATA_TYPE)0.5;
      else
        U[i][j] = (DATA_TYPE)((i * 7 + j * 3) % 11) / 11;
      W[i][j] = 0;
      Cp[i][j] = 0;
      Dp[i][j] = 0;
    }
}

static void print_array(const char *name, const DATA_TYPE *v, long n)
{
  long stride = n <= 400 ? 1 : (n + 299) / 300;
  double sum = 0.0;
  printf("%s:\n", name);
  for (long p = 0; p < n; p += stride)
    printf("%.6e\n", (double)v[p]);
  for (long p = 0; p < n; p++)
    sum += (double)v[p];
  printf("checksum %s %.10e\n", name, sum);
}

void kernel_adi(int tsteps, int n, DATA_TYPE U[n][n], DATA_TYPE W[n][n],
                DATA_TYPE Cp[n][n], DATA_TYPE Dp[n][n])
{
  int t, i, j;
  /* diffusion number r = dt / (2 h^2); the implicit operator is tridiag(-r, 1+2r, -r) */
  DATA_TYPE r = 0.4;
  DATA_TYPE dg = 1 + 2 * r;
  DATA_TYPE ex = 1 - 2 * r;
S2S_REGION_BEGIN();
#pragma scop
  for (t = 0; t < tsteps; t++) {
    /* half step 1: explicit along i, implicit along j; result in W */
    for (j = 0; j < n; j++) {
      W[0][j] = U[0][j];
      W[n - 1][j] = U[n - 1][j];
    }
    for (i = 1; i < n - 1; i++) {
      W[i][0] = U[i][0];
      W[i][n - 1] = U[i][n - 1];
      Cp[i][0] = 0;
      Dp[i][0] = U[i][0];
      for (j = 1; j < n - 1; j++) {
        Cp[i][j] = -r / (dg + r * Cp[i][j - 1]);
        Dp[i][j] = (r * U[i - 1][j] + ex * U[i][j] + r * U[i + 1][j] + r * Dp[i][j - 1])
                   / (dg + r * Cp[i][j - 1]);
      }
      for (j = n - 2; j >= 1; j--)
        W[i][j] = Dp[i][j] - Cp[i][j] * W[i][j + 1];
    }
    /* half step 2: explicit along j, implicit along i; result back in U */
    for (j = 1; j < n - 1; j++) {
      Cp[0][j] = 0;
      Dp[0][j] = W[0][j];
      for (i = 1; i < n - 1; i++) {
        Cp[i][j] = -r / (dg + r * Cp[i - 1][j]);
        Dp[i][j] = (r * W[i][j - 1] + ex * W[i][j] + r * W[i][j + 1] + r * Dp[i - 1][j])
                   / (dg + r * Cp[i - 1][j]);
      }
      for (i = n - 2; i >= 1; i -= 1)
        U[i][j] = Dp[i][j] - Cp[i][j] * U[i + 1][j];
    }
  }
#pragma endscop
S2S_REGION_END();
}

int main(void)
{
  DATA_TYPE (*U)[N] = malloc(sizeof(DATA_TYPE[N][N]));
  DATA_TYPE (*W)[N] = malloc(sizeof(DATA_TYPE[N][N]));
  DATA_TYPE (*Cp)[N] = malloc(sizeof(DATA_TYPE[N][N]));
  DATA_TYPE (*Dp)[N] = malloc(sizeof(DATA_TYPE[N][N]));
  if (!U || !W || !Cp || !Dp) {
    fprintf(stderr, "out of memory\n");
    return 1;
  }
  init_adi(N, U, W, Cp, Dp);
  kernel_adi(TSTEPS, N, U, W, Cp, Dp);
  print_array("U", &U[0][0], (long)N * N);
  print_array("W", &W[0][0], (long)N * N);
  print_array("Cp", &Cp[0][0], (long)N * N);
  print_array("Dp", &Dp[0][0], (long)N * N);
  free(U);
  free(W);
  free(Cp);
  free(Dp);
  return 0;
}

/* Parameters declared with their number of rows (`double A[n][ld]`, `double T[RB][C]`) or their length
   (`double v[n]`) are pointers (C11 6.7.6.3p7): called with blocks of one matrix whose last row ends at
   the matrix's last element, where a page the program cannot touch follows it, and with a vector that
   ends at the last element a strided loop touches.  The host changes the matrix between the calls, and a
   read-only region sums a block the previous region wrote.  Regions that touch their parameters only
   when n > 0 are called with n = 0 and NULL.  A 3-D parameter `double A[p][n][m]`, `A[static 1][m]` read
   in its row 0 and `const double A[restrict n][m]` read in its even rows, each called with an object that
   ends at the last element accessed. */
#include <stdio.h>
#include <sys/mman.h>
#include <unistd.h>
#define R 40
#define C 36
#define RB 12

static void scale(int n, int m, int ld, double A[n][ld], double s) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      A[i][j] = A[i][j] * s + (i - j) * 0.5;
#pragma endscop
}

static void fixed_rows(int m, double T[RB][C], const double S[RB][C]) {
#pragma scop
  for (int i = 0; i < RB; i++)
    for (int j = 0; j < m; j++)
      T[i][j] = 0.75 * T[i][j] + S[i][j];
#pragma endscop
}

static void colsum(int n, int m, int ld, const double A[n][ld], double out[m]) {
#pragma scop
  for (int j = 0; j < m; j++) {
    out[j] = 0.0;
    for (int i = 0; i < n; i++)
      out[j] += A[i][j];
  }
#pragma endscop
}

static void evens(int n, double v[n], double s) {
#pragma scop
  for (int i = 0; i < n / 2; i++)
    v[2 * i] = v[2 * i] * s - i;
#pragma endscop
}

static void when_positive(int n, double T[RB][C], double v[RB]) {
#pragma scop
  if (n > 0)
    for (int i = 0; i < RB; i++) {
      v[i] = v[i] * 0.5 + n;
      for (int j = 0; j < C; j++)
        T[i][j] = T[i][j] + v[i] * j;
    }
#pragma endscop
}

static void cube(int p, int n, int m, double A[p][n][m]) {
#pragma scop
  for (int k = 0; k < p; k++)
    for (int i = 0; i < n - 1; i++)
      for (int j = 0; j < m - 2; j++)
        A[k][i][j] = A[k][i][j] + k - i + j;
#pragma endscop
}

static void row0(int n, int m, double A[static 1][m]) {
#pragma scop
  for (int j = 0; j < m; j++)
    A[0][j] = A[0][j] * 2.0 + n;
#pragma endscop
}

static void evenrows(int n, int m, const double A[restrict n][m], double *restrict out) {
#pragma scop
  for (int i = 0; i < n; i += 2) {
    out[i / 2] = 0;
    for (int j = 0; j < m; j++)
      out[i / 2] += A[i][j];
  }
#pragma endscop
}

static double (*M)[C];
static void show(const char *what) {
  double s = 0;
  for (int i = 0; i < R; i++)
    for (int j = 0; j < C; j++) s += M[i][j] * ((i + 3 * j) % 7);
  printf("%s %.17g %g\n", what, s, M[R - 1][C - 1]);
}

int main(void) {
  long page = sysconf(_SC_PAGESIZE);
  size_t bytes = sizeof(double) * R * C;
  size_t span = (bytes + page - 1) / page * page;
  char *base = mmap(NULL, span + page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (base == MAP_FAILED) return 1;
  if (mprotect(base + span, page, PROT_NONE) != 0) return 1;
  M = (double (*)[C])(base + span - bytes);
  for (int i = 0; i < R; i++)
    for (int j = 0; j < C; j++) M[i][j] = (i * 5 + j) % 9 - 4.0;
  scale(10, 8, C, (double (*)[C])&M[R - 10][C - 8], 0.5); show("corner");
  M[R - 1][C - 1] = 9.0;                    /* the host between the calls */
  scale(R, 1, C, (double (*)[C])&M[0][C - 1], 2.0); show("last column");
  scale(6, 20, C, (double (*)[C])&M[4][3], -1.0); show("inside");
  scale(0, 5, C, M, 3.0); show("no rows");
  fixed_rows(10, (double (*)[C])&M[R - RB][C - 10], (const double (*)[C])&M[0][0]); show("fixed corner");
  fixed_rows(C, M + 3, (const double (*)[C])M + 20); show("fixed whole rows");
  double out[C];
  colsum(10, 8, C, (const double (*)[C])&M[R - 10][C - 8], out);
  double s = 0;
  for (int j = 0; j < 8; j++) s += out[j] * (j + 1);
  printf("colsum %.17g\n", s);
  /* a vector that ends where the matrix does: 11 elements, n = 12 */
  double *tail = &M[R - 1][C - 11];
  evens(12, tail, 0.25); show("evens tail");
  evens(7, tail, 2.0); show("evens odd n");
  double vv[RB];
  for (int i = 0; i < RB; i++) vv[i] = i;
  when_positive(2, M + R - RB, vv); show("positive");
  when_positive(0, NULL, NULL); show("NULL");
  when_positive(-1, M, NULL); show("negative");
  /* a 2 x 3 x 5 cube whose last element accessed, [1][1][2], is the matrix's last: 15 + 5 + 2 + 1 = 23 */
  double *end = &M[R - 1][C - 1] + 1;
  cube(2, 3, 5, (double (*)[3][5])(end - 23)); show("cube");
  row0(5, 4, (double (*)[4])(end - 4)); show("row 0");
  double ev[4];
  evenrows(7, 3, (const double (*)[3])(end - 21), ev);
  s = 0;
  for (int i = 0; i < 4; i++) s += ev[i] * (i + 1);
  printf("even rows %.17g\n", s);
  munmap(base, span + page);
  return 0;
}

/* Blocks at the corner of a larger matrix passed as pointers to rows: a VLA parameter whose row length
   is the matrix's leading dimension (`double A[][ld]`, called with `(double (*)[ld])&M[r][c]`), a pointer
   to rows of a constant length, and a flat pointer with a leading dimension.  The matrix is mapped so
   that a page the program cannot touch follows its last element: a block at the bottom-right corner ends
   there, before the end of its last row of ld elements, so copies to and from the device must stop at
   the last element the SCoP accesses.  Blocks elsewhere and overlapping blocks run too. */
#include <stdio.h>
#include <sys/mman.h>
#include <unistd.h>
#define R 48
#define C 40

static void scale(int n, int m, int ld, double A[][ld], double s) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      A[i][j] = A[i][j] * s + j;
#pragma endscop
}

static void shift_rows(int n, int m, double (*B)[C], const double (*S)[C]) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      B[i][j] = 0.5 * B[i][j] + S[i][j] - (i % 3);
#pragma endscop
}

static void scale_flat(int n, int m, int ld, double *a, double s) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      a[i * ld + j] = a[i * ld + j] * s - i;
#pragma endscop
}

static double (*M)[C];
static void reset(void) {
  for (int i = 0; i < R; i++)
    for (int j = 0; j < C; j++) M[i][j] = (i * 3 + j) % 7;
}
static void show(const char *what) {
  double s = 0;
  for (int i = 0; i < R; i++)
    for (int j = 0; j < C; j++) s += M[i][j] * ((i + 2 * j) % 11);
  printf("%s %.17g %g %g\n", what, s, M[R - 1][C - 1], M[R - 10][C - 12]);
}
int main(void) {
  long page = sysconf(_SC_PAGESIZE);
  size_t bytes = sizeof(double) * R * C;
  size_t span = (bytes + page - 1) / page * page;
  char *base = mmap(NULL, span + page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (base == MAP_FAILED) return 1;
  if (mprotect(base + span, page, PROT_NONE) != 0) return 1;
  M = (double (*)[C])(base + span - bytes);
  reset(); scale(16, 12, C, (double (*)[C])&M[R - 16][C - 12], 0.5); show("vla corner");
  reset(); scale(R, 1, C, (double (*)[C])&M[0][C - 1], 2.0); show("vla last column");
  reset(); scale(10, 20, C, (double (*)[C])&M[3][5], 0.25); show("vla inside");
  reset(); shift_rows(20, 16, &M[R - 20], (const double (*)[C])&M[R - 21]); show("rows overlapping");
  reset(); shift_rows(20, 16, (double (*)[C])&M[R - 20][C - 16], (const double (*)[C])&M[0][0]);
  show("rows corner");
  reset(); scale_flat(16, 12, C, &M[R - 16][C - 12], 3.0); show("flat corner");
  munmap(base, span + page);
  return 0;
}

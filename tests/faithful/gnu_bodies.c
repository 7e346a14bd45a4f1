/* GNU C that pycparser does not read, in functions without SCoPs: the elvis operator, case ranges,
   statement expressions, a nested function, labels as values, __auto_type and a multi-line macro before
   one of them.  Their bodies are set aside by the parse (frontend/unparsed.py) and kept as written; the
   SCoPs around them are translated. */
#include <stdio.h>

#define N 40
#define SPREAD(x) \
  ((x) * 3 + \
   1)

static int fallback(int a, int b) { return a ?: b; }

static int classify(int v)
{
  int r = SPREAD(v
  );
  switch (v) {
  case 0 ... 9:
    r += ({ int t = v * 2; t + 1; });
    break;
  case 10 ... 99:
    r -= 5;
    break;
  default:
    break;
  }
  return r ?: -1;
}

static int nested(int n)
{
  int add(int x) { return x + n; }
  __auto_type s = 0;
  for (int i = 0; i < n; i++)
    s += add(i);
  return s;
}

static int jump(int k)
{
  static void *where[] = {&&zero, &&other};
  goto *where[k != 0];
zero:
  return 100;
other:
  return 200 + k;
}

void smooth(int n, double A[N][N], double B[N][N])
{
#pragma scop
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < n - 1; j++)
      B[i][j] = 0.25 * (A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1]);
#pragma endscop
}

void accumulate(int n, double B[N][N], double *total)
{
  double s = 0;
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      s += B[i][j] * (i + 1);
#pragma endscop
  *total = s;
}

int main(void)
{
  static double A[N][N], B[N][N];
  double total = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      A[i][j] = (double)((i * 7 + j * 3) % 11) - 5.0;
  smooth(N, A, B);
  accumulate(N, B, &total);
  printf("total %.6f\n", total);
  for (int i = 0; i < N; i += 7)
    printf("B[%d][%d] %.6f\n", i, i, B[i][i]);
  printf("%d %d %d %d %d %d %d\n", fallback(0, 4), fallback(3, 4), classify(4), classify(50), classify(-3),
         nested(6), jump(0) + jump(3));
  return 0;
}

/* Expression functions whose parameters, results, locals and casts are spelled with the file's typedef names:
   inlined with the types those names stand for at file scope, also where a block-scope typedef hides one. */
#include <stdio.h>
typedef double real;
typedef unsigned int uint;
typedef float real4;

static inline real sq(real x) { return x * x; }
static real blend(real a, real b, real4 t) { const real w = (real4)1 - t; return w * a + (real)t * b; }
static uint wrapadd(uint a, uint b) { return a + b; }
static int half(real x) { return (int)(x / (real)2); }

#define N 200
static real A[N], B[N];
static uint U[N];
static int H[N];

static void run(int n)
{
  typedef float real;      /* a block-scope typedef hides the file's: the helpers keep theirs */
  real scale = 0.1f;
#pragma scop
  for (int i = 0; i < n; i++) {
    B[i] = sq(A[i]) + blend(A[i], A[n - 1 - i], 0.3f) * scale;
    U[i] = wrapadd(4000000000u, (uint)i * 77u);
    H[i] = half(A[i] * 9.0);
  }
#pragma endscop
}

int main(void)
{
  for (int i = 0; i < N; i++) A[i] = (real)((i * 41) % 97) / 13.0 - 2.5;
  run(N);
  for (int i = 0; i < N; i += 9)
    printf("%d %.17g %u %d\n", i, B[i], U[i], H[i]);
  return 0;
}

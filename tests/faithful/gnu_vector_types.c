/* GNU attributes that change a type: `vector_size` (a vector of elements, used with GCC's vector
 * extensions) and `mode` (`int` of another width). The parse drops attributes, so such an object looked
 * like one of its words' type (`v2d A[N]` like `double A[N]`: the OpenCL translation copied half of A and
 * stored into the wrong elements; `qi C[N]` like `int C[N]`). A SCoP that uses one stays sequential, with
 * a warning; the SCoPs beside such objects are translated. */
#include <stdio.h>

#define N 16
#define V4 __attribute__((__vector_size__(4 * sizeof(float))))

typedef double v2d __attribute__((vector_size(16)));
typedef int qi __attribute__((mode(QI)));
typedef unsigned uhi __attribute__((mode(HI)));
typedef float v4f V4;
typedef v4f v4g;                        /* a typedef of a vector typedef */
__attribute__((vector_size(8)))
typedef short v4s;                      /* the attribute on a line of its own */
typedef long long v2l [[gnu::vector_size(16)]];

static v2d A[N], B[N];
static qi C[N];
static int D[N], D2[N];
static v4g G[N];
static v4s S[N];
static v2l VL[N];
static double X[N], Y[N];

void vectors(int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    A[i] = B[i] * 2.0 + B[n - 1 - i];
#pragma endscop
}

void narrow_mode(int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    C[i] = D[i] * 30;
#pragma endscop
}

void block_typedef(int n) {
  typedef int v2i __attribute__((vector_size(8)));
  v2i loc[N];
  for (int i = 0; i < n; i++) loc[i] = (v2i){i, -i};
#pragma scop
  for (int i = 0; i < n; i++)
    loc[i] = loc[i] + 1;
#pragma endscop
  for (int i = 0; i < n; i++) X[i] += loc[i][0] + loc[i][1] * 0.5;
}

void beside(int n) {
  v4f acc = {0, 0, 0, 0};
  double
    w __attribute__((vector_size(16)));
  w = (typeof(w)){1.0, 2.0};
#pragma scop
  for (int i = 0; i < n; i++)
    Y[i] = X[i] * 3.0 + i;
#pragma endscop
  for (int i = 0; i < n; i++) acc += G[i];
  Y[0] += acc[0] + acc[3] + w[1];
}

void through_typedefs(int n) {
#pragma scop
  for (int i = 0; i < n; i++) {
    G[i] = G[i] * 2.0f;
    X[i] = X[i] + 1.0;
  }
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    S[i] = S[i] + (short)i;
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    VL[i] = VL[i] * 3;
#pragma endscop
}

/* casts to the types of mode attributes: (qi) keeps 8 bits (the translation had printed (int)); the
 * OpenMP output keeps the cast, in the user's scope; device code has no qi: kept on the host */
void mode_casts(int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    D2[i] = (qi)(i * 30) + (uhi)(i * 5000 - 3);
#pragma endscop
}

void mode_bound(int n) {
#pragma scop
  for (int i = 0; i < (qi)(n * 16 + 2); i++)
    X[i] += 0.5;
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) {
    B[i] = (v2d){i, 2 * i + 1};
    D[i] = i;
    X[i] = i;
    G[i] = (v4f){i, 1, 2, 3};
    S[i] = (v4s){i, -i, 2, 3};
    VL[i] = (v2l){i, 1000000000000LL};
  }
  vectors(N);
  narrow_mode(N);
  block_typedef(N);
  through_typedefs(N);
  beside(N);
  mode_casts(N);
  mode_bound(N);
  for (int i = 0; i < N; i++)
    printf("%g %g %d %g %g %g %g %d %d %lld %lld %d\n", A[i][0], A[i][1], (int)C[i], X[i], Y[i], G[i][0],
           G[i][3], S[i][0], S[i][1], VL[i][0], VL[i][1], D2[i]);
  return 0;
}

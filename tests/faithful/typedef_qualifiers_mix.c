/* Typedef'd element types (a typedef of an array type, of double, of unsigned char), const, volatile and
   restrict parameters and a const local, enumeration constants with negative values in arithmetic,
   ptrdiff_t, intptr_t and wchar_t data; a union used for type punning stays sequential (not modelled),
   and long double data stays on the host for the devices.  (Passed as written.) */
#include <stdio.h>
#include <stdint.h>
#include <stddef.h>
#include <wchar.h>
#define N 200
typedef double real;
typedef real vec[N];
typedef unsigned char byte;
enum shift { NEG = -3, ZERO = 0, POS = 5, BIG = 1 << 20 };
struct P { int a; double b; };
struct BF { unsigned lo : 3; signed hi : 5; unsigned mid : 7; };
union PU { float f; uint32_t u; };
static vec X, Y;
static byte BY[N];
static struct P SP[N];
static struct BF BFS[N];
static union PU UP[N];
static ptrdiff_t PD[N]; static intptr_t IP[N];
static wchar_t WC[N]; static long double LD[N];
static int E[N], T[N];
static void run(int n, const real *restrict in, real *restrict out, const volatile int *vk) {
#pragma scop
  for (int i = 0; i < n; i++) {
    const real c = in[i] * 2;
    out[i] = c + NEG * in[i] + (enum shift)POS;
  }
#pragma endscop
  (void)vk;
}
int main(void) {
  for (int i = 0; i < N; i++) {
    X[i] = i * 0.5 - 20; BY[i] = (byte)(i * 7); SP[i].a = i - 50; SP[i].b = i * 0.25;
    BFS[i].lo = i; BFS[i].hi = i - 16; BFS[i].mid = i * 3; UP[i].f = i * 1.5f - 10;
    PD[i] = i - 100; WC[i] = L'a' + i; LD[i] = i / 3.0L;
  }
  int vk = 3;
  run(N, X, Y, &vk);
#pragma scop
  for (int i = 0; i < N; i++) {
    BY[i] = BY[i] * 3 + NEG;
    E[i] = i * NEG + BIG / (i + 1) + ZERO;
    PD[i] = PD[i] * -2 + (ptrdiff_t)i;
    IP[i] = (intptr_t)PD[i] >> 1;
    WC[i] = WC[i] + (i % 3) - 1;
    LD[i] = LD[i] * 3 + 1.0L / 7;
  }
#pragma endscop
#pragma scop
  for (int i = 0; i < N; i++) {
    T[i] = WC[i] * NEG;
    UP[i].u = UP[i].u ^ 0x80000000u;
  }
#pragma endscop
  double s = 0; unsigned long long t = 0;
  for (int i = 0; i < N; i++) {
    s += Y[i] + SP[i].b + UP[i].f + (double)LD[i];
    t = t * 31 + BY[i] + SP[i].a + E[i] + PD[i] + IP[i] + WC[i] + T[i];
  }
  printf("%.10g %llu %a %.20Lg\n", s, t, Y[7], LD[5]);
  return 0;
}

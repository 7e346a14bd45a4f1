/* GNU C and C23 spellings that cc accepts by default (gnu17), in and out of SCoPs: `__typeof__`, `typeof`,
 * `__alignof__`, inline assembly with qualifiers and operands (a statement, a label on a declaration,
 * a file-scope asm), `[[...]]` attributes, `__extension__`, `__attribute__`. The file is translated;
 * a SCoP with an asm statement stays sequential, with a warning; an object whose type is a `typeof` of an
 * array's element is modelled as that element type since round faith27a (frontend/typeof_types.py). */
#include <stdio.h>

#define N 24

__asm__(".globl s2s_faithful_gnu_sym\n\t.set s2s_faithful_gnu_sym, 0");
__extension__ typedef long long ll_t;

static double A[N], B[N];
static __typeof__(A[0]) T[N];          /* a typeof object: a double[N] */
static int C[N];

int ext_add(int x) __asm__("s2s_faithful_ext_add");
int ext_add(int x) { return x + 1; }

[[maybe_unused]] static int twice(int x) __attribute__((const));
static int twice(int x) { __typeof__(x) y = x; typeof(y) z = y; return y + z; }

static int ident(int x) {
  int r = x;
  if (x > 1000) __asm__ volatile("" : "=r"(r) : "0"(x), "r"(x)); else __asm__ __volatile__("" ::: "memory");
  for (int k = 0; k < 1; k++) asm volatile("");
  return r + (int)__alignof__(char) - 1;
}

void kern(int n) {
  register int q __asm__("r12") = 1;
#pragma scop
  for (int i = 0; i < n; i++) {
    B[i] = A[i] * 2.0 + (double)__alignof__(double);
    C[i] = (int)_Alignof(short) * i;
  }
#pragma endscop
  B[0] += q;
}

void kern_asm(int n) {
  int r = 0;
#pragma scop
  for (int i = 0; i < n; i++) {
    C[i] += 3;
    __asm__ ("" : "+r"(r));
  }
#pragma endscop
  C[1] += r;
}

void kern_typeof(int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    T[i] = A[i] - 1.0;
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) A[i] = ident(i) * 0.5 + ext_add(0);
  kern(N);
  kern_asm(N);
  kern_typeof(N);
  ll_t s = twice(21);
  for (int i = 0; i < N; i++) printf("%g %d %g\n", B[i], C[i], T[i]);
  printf("%lld\n", s);
  return 0;
}

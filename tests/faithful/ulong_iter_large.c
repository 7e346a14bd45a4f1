/* unsigned long iterators whose values lie above LONG_MAX: the generated loops count with longs, so
   those SCoPs stay sequential; the value printed is the iterator's. */
#include <stdio.h>
#include <limits.h>
unsigned long A[10], B[10], C[10];
unsigned D[5];
int main(void) {
#pragma scop
  for (unsigned long i = LONG_MAX - 4UL; i < LONG_MAX + 6UL; i++)
    A[i - (LONG_MAX - 4UL)] = i;
#pragma endscop
#pragma scop
  for (unsigned long i = ULONG_MAX - 10; i < ULONG_MAX - 1; i++)
    B[i - (ULONG_MAX - 10)] = i;
#pragma endscop
#pragma scop
  for (unsigned long i = ULONG_MAX - 5; i < ULONG_MAX; i++) C[i - (ULONG_MAX - 5)] = i;
  for (unsigned i = 10; i < 15; i++) D[i - 10] = i;
#pragma endscop
  for (int i = 0; i < 10; i++) printf("%lu %lu %lu %u\n", A[i], B[i], C[i], D[i % 5]);
  return 0;
}

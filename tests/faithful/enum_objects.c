/* Objects of an enumeration type are ints: an array, a scalar, a cast to the type and its size. */
#include <stdio.h>
enum color { RED, GREEN, BLUE = 5 };
typedef enum { LOW = -2, HIGH = 9 } level;
enum color E[32];
level V[32];
int A[32];
int main(void) {
  enum color c = GREEN;
  level l = HIGH;
  for (int i = 0; i < 32; i++) E[i] = (enum color)(i % 3);
#pragma scop
  for (int i = 0; i < 32; i++) {
    V[i] = i % 2 ? LOW : l;
    A[i] = c + i * (int)sizeof(enum color) + E[i] * BLUE + (enum color)(i & 1) + V[i];
  }
#pragma endscop
  long s = 0;
  for (int i = 0; i < 32; i++) s += A[i] * (i + 1) + V[i];
  printf("%ld %d\n", s, A[31]);
  return 0;
}

/* C++ keywords valid in C as the SCoP's names: arrays new, delete and this, scalars class, template,
   typename and operator, iterators friend and namespace, a parameter using; bool/true/false defined by
   the user C89-style (no stdbool.h), and and/or/not as int arrays. */
#include <stdio.h>
#define N 90

typedef int bool;
#define true 1
#define false 0

double new[N][N], delete[N], this[N];
int and[N], or[N], not[N];

static void kernel(int using, double class, double template) {
  double typename = 0.5, operator = 0;
  bool flag = true;
#pragma scop
  for (int friend = 0; friend < using; friend++) {
    this[friend] = 0;
    for (int namespace = 0; namespace < using; namespace++)
      this[friend] += new[friend][namespace] * delete[namespace];
  }
  for (int friend = 0; friend < using; friend++) {
    and[friend] = (friend % 3 == 0) && flag;
    or[friend] = (friend % 5 == 0) || false;
    not[friend] = !and[friend];
    this[friend] = this[friend] * class + template * and[friend] - typename * not[friend];
  }
  for (int friend = 0; friend < using; friend++)
    operator += this[friend] * or[friend];
#pragma endscop
  printf("%.12g\n", operator);
}

int main(void) {
  for (int i = 0; i < N; i++) {
    delete[i] = (i % 8) - 3.5;
    for (int j = 0; j < N; j++)
      new[i][j] = ((i + 2 * j) % 9) * 0.125;
  }
  kernel(N, 1.5, -2.0);
  kernel(N - 40, 0.25, 4.0);
  double s = 0;
  for (int i = 0; i < N; i++)
    s += this[i] + and[i] + 2 * or[i] + 3 * not[i];
  printf("%.12g\n", s);
  return 0;
}

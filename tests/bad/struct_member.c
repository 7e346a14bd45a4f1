struct grid { int n; double v[100]; };
void f(struct grid *g) {
#pragma scop
  for (int i = 0; i < 100; i++)
    g->v[i] = 0.0;  // ERROR
#pragma endscop
}

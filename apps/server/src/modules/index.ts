import type { FastifyPluginAsync } from 'fastify';
import { accessModule } from './access';
import { authModule } from './auth';
import { catalogModule } from './catalog';
import { crudModule } from './crud';
import { customerModule } from './customer';
import { dashboardModule } from './dashboard';
import { deliveryModule } from './delivery';
import { feedbackModule } from './feedback';
import { fieldModule } from './field';
import { fundModule } from './fund';
import { jobModule } from './job';
import { orderModule } from './order';
import { pickupModule } from './pickup';
import { rebateModule } from './rebate';
import { recordsModule } from './records';
import { reportModule } from './report';
import { resourceModule } from './resource';
import { stockModule } from './stock';
import { storeModule } from './store';
import { structureModule } from './structure';
import { systemModule } from './system';
import { userModule } from './user';
import { workflowModule } from './workflow';

/** Every functional area's routes, registered under /api. */
export const modules: FastifyPluginAsync[] = [
  authModule,
  systemModule,
  accessModule,
  userModule,
  customerModule,
  resourceModule,
  crudModule,
  storeModule,
  stockModule,
  recordsModule,
  structureModule,
  catalogModule,
  jobModule,
  fundModule,
  orderModule,
  pickupModule,
  fieldModule,
  deliveryModule,
  rebateModule,
  workflowModule,
  feedbackModule,
  reportModule,
  dashboardModule,
];

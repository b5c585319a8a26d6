import { area } from './area.ts';

// Texts of the back office's people sections (issue 19): audit trail, users,
// impersonation banner. Keys are used as t('people.<key>').
export const people = area({
  en: {
    audit: {
      title: 'Audit trail',
      intro: 'Every staff action that changed data: who, what, before, after and when.',
      actor: 'Staff member',
      action: 'Action',
      target: 'Changed',
      before: 'Before',
      after: 'After',
      at: 'When',
      filterActor: 'Staff e-mail or id',
      filterAction: 'Action (e.g. ledger)',
      filterTarget: 'Changed id',
      apply: 'Filter',
      empty: 'No staff action matches these filters.',
      nothing: '—',
    },
  },
  es: {
    audit: {
      title: 'Registro de auditoría',
      intro: 'Cada acción del personal que cambió datos: quién, qué, antes, después y cuándo.',
      actor: 'Miembro del personal',
      action: 'Acción',
      target: 'Cambiado',
      before: 'Antes',
      after: 'Después',
      at: 'Cuándo',
      filterActor: 'Correo o id del personal',
      filterAction: 'Acción (p. ej. ledger)',
      filterTarget: 'Id cambiado',
      apply: 'Filtrar',
      empty: 'Ninguna acción del personal coincide con estos filtros.',
      nothing: '—',
    },
  },
  de: {
    audit: {
      title: 'Prüfprotokoll',
      intro:
        'Jede Aktion des Personals, die Daten geändert hat: wer, was, vorher, nachher und wann.',
      actor: 'Mitarbeiter',
      action: 'Aktion',
      target: 'Geändert',
      before: 'Vorher',
      after: 'Nachher',
      at: 'Wann',
      filterActor: 'E-Mail oder ID des Mitarbeiters',
      filterAction: 'Aktion (z. B. ledger)',
      filterTarget: 'Geänderte ID',
      apply: 'Filtern',
      empty: 'Keine Aktion des Personals passt zu diesen Filtern.',
      nothing: '—',
    },
  },
});
